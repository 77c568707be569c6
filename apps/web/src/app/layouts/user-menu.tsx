import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChartColumn, ChevronDown, LogOut, Settings, ShieldCheck, Sparkles, UserRound, Wallet } from 'lucide-react';
import { useTranslation } from '#i18n';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/session';
import { runBeforeLogout } from '../../shared/lib/before-logout';
import { useUserStore } from '../../shared/stores/user-store';
import { Avatar } from '../../shared/ui/avatar';
import { MenuItem } from '../../shared/ui/menu-item';
import { shortAddress } from '../../shared/ui/short-address';
import { personName } from '../../shared/ui/person-name';
import { UserText } from '../../shared/ui/user-text';
import { isStaff } from '@fanlane/contracts/staff';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info);
  const address = useUserStore((s) => s.address);
  const name = personName({ ...info, address });

  const signOut = async () => {
    // Leave the guarded page first, so the guard does not send the user to the login page; the
    // state tells the landing page not to bounce a still-signed-in user back to Home meanwhile.
    await navigate('/', { replace: true, state: { signingOut: true } });
    // While the session still works: the push feature unbinds this browser (spec section 4).
    await runBeforeLogout();
    await logout();
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        // Named by the user's name, shown beside the avatar on wider screens and read out on phones
        // (a label other than the visible name fails WCAG 2.5.3, label in name).
        title={t('topbar.accountMenu')}
        className="flex cursor-pointer items-center gap-2 rounded-full p-1 pe-2 transition-colors outline-none hover:bg-fg/6 focus-visible:ring-2 focus-visible:ring-accent"
      >
        <Avatar src={info?.avatar} name={name} seed={address} size="sm" />
        <UserText className="hidden max-w-36 truncate text-sm font-medium md:inline">{name}</UserText>
        <span className="sr-only md:hidden">{name}</span>
        <ChevronDown className="hidden size-4 text-muted md:inline" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-2xl shadow-black/30 data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center gap-3 px-3 py-3">
            <Avatar src={info?.avatar} name={name} seed={address} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">
                <UserText>{name}</UserText>
              </p>
              <p className="truncate text-xs text-muted">{info?.email ?? shortAddress(address)}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
          {info?.creatorDomain ? (
            <>
              <MenuItem
                icon={<UserRound className="size-4" />}
                onSelect={() => void navigate(`/${info.creatorDomain}`)}
              >
                {t('nav.myPage')}
              </MenuItem>
              {/* Phones have no side bar: the tabs leave Statistics out, so it is reached from here. */}
              <MenuItem
                icon={<ChartColumn className="size-4" />}
                testId="menu-statistics"
                onSelect={() => void navigate('/statistics')}
              >
                {t('routes.statistics')}
              </MenuItem>
            </>
          ) : (
            <MenuItem icon={<Sparkles className="size-4" />} onSelect={() => void navigate('/becomeCreator')}>
              {t('nav.becomeCreator')}
            </MenuItem>
          )}
          <MenuItem icon={<Wallet className="size-4" />} onSelect={() => void navigate('/wallet')}>
            {t('nav.wallet')}
          </MenuItem>
          <MenuItem icon={<Settings className="size-4" />} onSelect={() => void navigate('/settings/profile')}>
            {t('nav.settings')}
          </MenuItem>
          {isStaff(info?.role) && (
            <MenuItem
              icon={<ShieldCheck className="size-4" />}
              testId="nav-admin"
              onSelect={() => void navigate('/admin')}
            >
              {t('nav.admin')}
            </MenuItem>
          )}
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
          <MenuItem icon={<LogOut className="size-4" />} testId="logout" danger onSelect={() => void signOut()}>
            {t('common.signOut')}
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
