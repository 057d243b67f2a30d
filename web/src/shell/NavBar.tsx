import { NavLink } from 'react-router-dom';
import { cx } from '../lib/cx';
import { ArrowRightIcon, ButtonLink, Container } from '../ui';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { barItemClasses, primaryLinks } from './navigation';
import { SolutionsDropdown } from './SolutionsDropdown';
import { ThemeToggle } from './ThemeToggle';

/** The sticky header: logo, Solutions, the links, the theme toggle and Get Started; the mobile menu under 768 px. */
export function NavBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/80 backdrop-blur-xl [--header-height:4.5rem]">
      <Container className="flex h-(--header-height) items-center justify-between gap-3 lg:gap-4 xl:gap-6">
        <Logo wordmarkFrom="lg" />
        <nav aria-label="Main" className="hidden items-center md:flex xl:gap-1">
          <SolutionsDropdown />
          {primaryLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => cx(barItemClasses, isActive ? 'text-accent' : 'text-ink')}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden md:block">
            <ButtonLink to="/calendar" size="sm" className="max-lg:px-3" iconAfter={<ArrowRightIcon className="size-4 max-lg:hidden" />}>
              Get Started
            </ButtonLink>
          </div>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
