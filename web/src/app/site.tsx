import { createContext, useContext, type ReactNode } from 'react';

/** Where the app runs: its public origin (for canonical URLs) and whether this is the calendar site. */
export type SiteInfo = { origin: string; isCalendarSite: boolean };

const SiteContext = createContext<SiteInfo>({ origin: '', isCalendarSite: false });

export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}
