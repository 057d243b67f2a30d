import type { CareersPage, ServicePage, StaticPage } from './types';
import { careersPage, communityPage, givingBackPage, innovationPage, sustainabilityPage } from './pages/company';
import { accessibilityPage, confidentialityPage, cookiesPage, privacyPage, securityPage, termsPage } from './pages/legal';
import {
  advertisingMediaPage,
  designPage,
  marketingPage,
  realEstateMarketingPage,
  softwareDevelopmentPage,
} from './pages/service-pages';

export {
  careersPage,
  communityPage,
  givingBackPage,
  innovationPage,
  sustainabilityPage,
  accessibilityPage,
  confidentialityPage,
  cookiesPage,
  privacyPage,
  securityPage,
  termsPage,
  advertisingMediaPage,
  designPage,
  marketingPage,
  realEstateMarketingPage,
  softwareDevelopmentPage,
};

/** Company and legal text pages by path. */
export const textPages: Readonly<Record<string, StaticPage | CareersPage>> = Object.fromEntries(
  [
    careersPage,
    innovationPage,
    sustainabilityPage,
    communityPage,
    givingBackPage,
    privacyPage,
    termsPage,
    cookiesPage,
    accessibilityPage,
    securityPage,
    confidentialityPage,
  ].map((page) => [page.path, page]),
);

/** Long copy of the service pages by path. */
export const servicePages: Readonly<Record<string, ServicePage>> = Object.fromEntries(
  [softwareDevelopmentPage, designPage, marketingPage, advertisingMediaPage, realEstateMarketingPage].map((page) => [
    page.path,
    page,
  ]),
);
