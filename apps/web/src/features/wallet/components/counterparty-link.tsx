import { Link } from 'react-router';
import type { TTransaction } from '@fanlane/contracts/money';
import { Avatar } from '../../../shared/ui/avatar';
import { shortAddress } from '../../../shared/ui/short-address';
import { UserText } from '../../../shared/ui/user-text';

type Counterparty = NonNullable<TTransaction['counterparty']>;

export function counterpartyName(party: Counterparty): string {
  return party.displayName || (party.creatorDomain ? `@${party.creatorDomain}` : shortAddress(party.address));
}

/** The other side of a payment: avatar and name, a link to their page when they are a creator. */
export function CounterpartyLink({ party, className = '' }: { party: Counterparty; className?: string }) {
  const name = counterpartyName(party);
  const content = (
    <>
      <Avatar src={party.avatar} name={name} seed={party.address} size="sm" />
      <UserText className="truncate">{name}</UserText>
    </>
  );
  const classes = `relative z-10 inline-flex min-w-0 items-center gap-2 ${className}`;
  if (!party.creatorDomain) return <span className={classes}>{content}</span>;
  return (
    <Link to={`/${party.creatorDomain}`} className={`${classes} hover:underline`} data-testid="counterparty-link">
      {content}
    </Link>
  );
}
