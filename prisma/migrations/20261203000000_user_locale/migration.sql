-- A player's chosen language (issue #13; seed 000 rule 19: settings are remembered) and the name the lobby
-- shows for a dealer. Both optional: no locale means the browser's choice, no display name the username.
ALTER TABLE "User" ADD COLUMN "locale" TEXT;
ALTER TABLE "User" ADD COLUMN "displayName" TEXT;
