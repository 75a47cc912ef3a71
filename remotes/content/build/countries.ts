/** The lowercase folder and front-matter names of the countries, NG first, and their codes. */
export const COUNTRY_FOLDERS = { ng: 'NG', ke: 'KE' } as const;

export type CountryFolder = keyof typeof COUNTRY_FOLDERS;

export const COUNTRIES = Object.keys(COUNTRY_FOLDERS) as CountryFolder[];
