import { z } from 'zod';
import { DISPLAY_NAME_MAX } from './names.ts';

/** A display name as people choose it: the profile form and sign-up share these rules. */
export const ZDisplayName = z.string().trim().min(1).max(DISPLAY_NAME_MAX);
