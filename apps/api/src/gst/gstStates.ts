/** GST's state and union territory codes (the first two digits of a GSTIN), by their names. */
const STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const NAMES = new Map(Object.entries(STATE_CODES).map(([name, code]) => [code, name]));

/** A state's GST code from its name ('Maharashtra' → '27'), or undefined. */
export const stateCodeOf = (name: string): string | undefined => STATE_CODES[name.trim()];

/** A place of supply as the GST portal's templates write it: '27' → '27-Maharashtra'. */
export function placeOfSupply(code: string): string {
  const name = NAMES.get(code);
  if (!name) throw new Error(`${code} is not a GST state code.`);
  return `${code}-${name}`;
}
