import { z } from 'zod';

/** Who did something: an admin as they were then (the id is null once the account is deleted). */
export const ActorRefSchema = z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() });
export type ActorRef = z.infer<typeof ActorRefSchema>;
