import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { findUserByAddressOrDomain } from './users-repo.ts';

/** A creator by address or domain (any case); a fan's address, a banned creator, or nobody, is not found. */
export async function findCreator(db: Database, addressOrDomain: string): Promise<UserRow> {
  const creator = await findUserByAddressOrDomain(db, addressOrDomain);
  if (!creator?.creatorDomain || creator.status === 'banned') throw appError('NOT_FOUND');
  return creator;
}
