import attendance from '../assets/screen-attendance.svg?no-inline';
import dashboard from '../assets/screen-dashboard.svg?no-inline';
import fees from '../assets/screen-fees.svg?no-inline';
import gradebook from '../assets/screen-gradebook.svg?no-inline';
import messages from '../assets/screen-messages.svg?no-inline';
import timetable from '../assets/screen-timetable.svg?no-inline';

export interface AppScreen {
  /** Its title, caption and description of the picture (alt): `screens.<key>.{title,caption,alt}`. */
  key: 'dashboard' | 'attendance' | 'gradebook' | 'fees' | 'timetable' | 'messages';
  image: string;
}

/** The six screens of the app preview; each picture is 280 × 560. */
export const APP_SCREENS: readonly AppScreen[] = [
  { key: 'dashboard', image: dashboard },
  { key: 'attendance', image: attendance },
  { key: 'gradebook', image: gradebook },
  { key: 'fees', image: fees },
  { key: 'timetable', image: timetable },
  { key: 'messages', image: messages },
];
