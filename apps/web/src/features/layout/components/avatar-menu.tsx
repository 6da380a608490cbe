'use client';

import { ChevronDownIcon } from '@/components/icons';
import { AvatarStatus, useAvatar } from '@/features/auth/avatar';
import { useOnDemand } from '@/lib/hooks/use-on-demand';
import { avatarTriggerClass } from './avatar-trigger';

// The dropdown and the drawer (Radix, the categories request) load on the first use of the avatar: every
// page shows the avatar, few visits open it. Until then the avatar is a plain button with the same name.
const loadMenus = () => import('./avatar-menus');

function AvatarButton({ kind, onOpen }: { kind: 'menu' | 'dialog'; onOpen: () => void }) {
  const avatar = useAvatar();
  return (
    <button
      type="button"
      className={avatarTriggerClass}
      aria-label={avatar.name}
      aria-haspopup={kind}
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={() => void loadMenus()}
      onFocus={() => void loadMenus()}
    >
      <AvatarStatus avatar={avatar} />
      {kind === 'menu' ? <ChevronDownIcon className="size-4" /> : null}
    </button>
  );
}

function LazyMenu({ kind }: { kind: 'menu' | 'dialog' }) {
  const menus = useOnDemand(loadMenus);
  if (!menus.loaded) return <AvatarButton kind={kind} onOpen={menus.load} />;
  return kind === 'menu' ? <menus.loaded.AvatarDropdown /> : <menus.loaded.AvatarDrawer />;
}

export function AvatarMenu() {
  return (
    <>
      <div className="hidden lg:block">
        <LazyMenu kind="menu" />
      </div>
      <div className="lg:hidden">
        <LazyMenu kind="dialog" />
      </div>
    </>
  );
}
