/** An erased account (docs/account-deletion.md): its arrivals go, its counted actions stay anonymous, its own links go. */
export { eraseTrackingLinkDataOf } from './tracking-links-repo.ts';
