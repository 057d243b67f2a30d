import { countries, flagOf } from '../../../../shared/booking/countries';

/*
 * The contact form's country dial codes (about 230 countries, default +971): the booking
 * form's 200 countries plus the territories with their own codes. Codes are sent without separators ('+1-268' →
 * '+1268'), as the contact schema expects.
 */

export interface DialCode {
  iso: string;
  name: string;
  code: string;
  flag: string;
}

export const DEFAULT_DIAL_ISO = 'AE';
export const DEFAULT_DIAL_CODE = '+971';

const territories: readonly (readonly [string, string, string])[] = [
  ['AS', 'American Samoa', '+1684'],
  ['AI', 'Anguilla', '+1264'],
  ['AW', 'Aruba', '+297'],
  ['BM', 'Bermuda', '+1441'],
  ['VG', 'British Virgin Islands', '+1284'],
  ['KY', 'Cayman Islands', '+1345'],
  ['CK', 'Cook Islands', '+682'],
  ['CW', 'Curaçao', '+599'],
  ['FK', 'Falkland Islands', '+500'],
  ['FO', 'Faroe Islands', '+298'],
  ['GF', 'French Guiana', '+594'],
  ['PF', 'French Polynesia', '+689'],
  ['GI', 'Gibraltar', '+350'],
  ['GL', 'Greenland', '+299'],
  ['GP', 'Guadeloupe', '+590'],
  ['GU', 'Guam', '+1671'],
  ['GG', 'Guernsey', '+44'],
  ['HK', 'Hong Kong', '+852'],
  ['IM', 'Isle of Man', '+44'],
  ['JE', 'Jersey', '+44'],
  ['XK', 'Kosovo', '+383'],
  ['MO', 'Macau', '+853'],
  ['MQ', 'Martinique', '+596'],
  ['YT', 'Mayotte', '+262'],
  ['MS', 'Montserrat', '+1664'],
  ['NC', 'New Caledonia', '+687'],
  ['NU', 'Niue', '+683'],
  ['NF', 'Norfolk Island', '+672'],
  ['MP', 'Northern Mariana Islands', '+1670'],
  ['PS', 'Palestine', '+970'],
  ['PR', 'Puerto Rico', '+1787'],
  ['RE', 'Réunion', '+262'],
  ['PM', 'Saint Pierre and Miquelon', '+508'],
  ['SX', 'Sint Maarten', '+1721'],
  ['TW', 'Taiwan', '+886'],
  ['TC', 'Turks and Caicos Islands', '+1649'],
  ['VI', 'U.S. Virgin Islands', '+1340'],
  ['WF', 'Wallis and Futuna', '+681'],
];

const known = new Set(countries.map((country) => country.iso));

export const dialCodes: readonly DialCode[] = [
  ...countries.map(({ iso, name, code, flag }) => ({ iso, name, code: code.replace(/\D+/g, '').replace(/^/, '+'), flag })),
  ...territories.filter(([iso]) => !known.has(iso)).map(([iso, name, code]) => ({ iso, name, code, flag: flagOf(iso) })),
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function dialCodeOf(iso: string): string {
  return dialCodes.find((entry) => entry.iso === iso)?.code ?? DEFAULT_DIAL_CODE;
}
