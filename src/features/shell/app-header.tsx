import type { Ref } from 'react';
import { HeaderActions } from './header-actions';
import { HeaderLayout, MenuButton } from './header-layout';
import { NavBar } from './nav-bar';
import { ThemeSwitch } from './theme-switch';

export function AppHeader({
  inert,
  menuButtonRef,
  sideMenuId,
  sideMenuOpen,
  onToggleSideMenu,
}: {
  /** While the side menu is a drawer over the page, the header behind it cannot be reached. */
  inert: boolean;
  menuButtonRef: Ref<HTMLButtonElement>;
  sideMenuId: string;
  sideMenuOpen: boolean;
  onToggleSideMenu: () => void;
}) {
  return (
    <HeaderLayout
      inert={inert}
      menuButton={
        <MenuButton ref={menuButtonRef} expanded={sideMenuOpen} controls={sideMenuId} onClick={onToggleSideMenu} />
      }
      themeSwitch={<ThemeSwitch />}
      actions={<HeaderActions />}
      nav={<NavBar />}
    />
  );
}
