import { z } from 'zod';
import { correctionEntrySchema } from '@/lib/corrections/fold';

/** The body of a proposal (contract "Corrections"): kind, reason code, reason (required for OTHER), entries. */
export const proposalBody = z.object({
  kind: z.enum(['VOID', 'CORRECT']),
  reasonCode: z.enum(['WRONG_ENTRY', 'MISDEAL', 'EXPOSED_CARD', 'EQUIPMENT_FAULT', 'DEALER_ERROR', 'OTHER']),
  reason: z.string().trim().max(500).nullish(),
  entries: z.array(correctionEntrySchema).max(50).optional(),
});
export type ProposalBody = z.infer<typeof proposalBody>;
