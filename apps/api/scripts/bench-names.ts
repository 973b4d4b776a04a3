/** The names, towns and boards the bench fills draw from, so that every fill searches alike. */
export const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Ananya',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Vivaan',
  'Zara',
  'Arjun',
  'Kiara',
];
export const LAST = [
  'Sharma',
  'Patel',
  'Reddy',
  'Iyer',
  'Khan',
  'Singh',
  'Das',
  'Nair',
  'Gupta',
  'Menon',
  'Bose',
  'Joshi',
];
export const TOWNS = [
  'Pune',
  'Mysuru',
  'Jaipur',
  'Kochi',
  'Indore',
  'Nagpur',
  'Surat',
  'Bhopal',
  'Patna',
  'Ranchi',
];
export const BOARDS = ['CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE', 'Other'];
