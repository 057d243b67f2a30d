import { NavLink } from 'react-router-dom';
import { cx } from '../lib/cx';
import { ArrowRightIcon, ButtonLink, Container } from '../ui';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { primaryLinks } from './navigation';
import { SolutionsDropdown } from './SolutionsDropdown';
import { ThemeToggle } from './ThemeToggle';

/** The sticky header: logo, Solutions, the links, the theme toggle and Get Started; the mobile menu under 768 px. */
export function NavBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/80 backdrop-blur-xl [--header-height:4.5rem]">
      <Container className="flex h-(--header-height) items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <SolutionsDropdown />
          {primaryLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cx('inline-flex h-10 items-center rounded-pill px-3 text-sm font-medium transition-colors hover:bg-surface-2', isActive ? 'text-accent' : 'text-ink')
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden md:block">
            <ButtonLink to="/calendar" size="sm" iconAfter={<ArrowRightIcon className="size-4" />}>
              Get Started
            </ButtonLink>
          </div>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
