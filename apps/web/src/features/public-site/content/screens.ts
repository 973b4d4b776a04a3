import attendance from '../assets/screen-attendance.svg?no-inline';
import dashboard from '../assets/screen-dashboard.svg?no-inline';
import fees from '../assets/screen-fees.svg?no-inline';
import gradebook from '../assets/screen-gradebook.svg?no-inline';
import messages from '../assets/screen-messages.svg?no-inline';
import timetable from '../assets/screen-timetable.svg?no-inline';

export interface AppScreen {
  title: string;
  caption: string;
  image: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
}

/** The six screens of the app preview; each picture is 280 × 560. */
export const APP_SCREENS: readonly AppScreen[] = [
  {
    title: 'Dashboard',
    caption: 'The day at a glance: attendance, fees collected, homework and what is coming up.',
    image: dashboard,
    alt: 'Dashboard screen with attendance at 96%, fees collected at 82%, a homework chart and upcoming events.',
  },
  {
    title: 'Attendance',
    caption: 'Teachers mark a class in under a minute; parents hear about an absence straight away.',
    image: attendance,
    alt: 'Attendance screen for class 7B with 28 of 30 students present and two marked absent.',
  },
  {
    title: 'Gradebook',
    caption: 'Marks turn into grades and term averages as soon as a teacher enters them.',
    image: gradebook,
    alt: 'Gradebook screen with a term average of 87%, grade A, and a bar for each subject.',
  },
  {
    title: 'Fees',
    caption: 'Parents see what is due and pay online; receipts arrive by e-mail.',
    image: fees,
    alt: 'Fees screen showing term 2 fees of 24,500 rupees due on 15 July, a Pay now button and paid receipts.',
  },
  {
    title: 'Timetable',
    caption: 'Every period, room and teacher for the week, updated the moment the office changes it.',
    image: timetable,
    alt: 'Timetable screen for Tuesday listing seven periods with their times and rooms.',
  },
  {
    title: 'Messages',
    caption: 'Notices from the principal and direct conversations between teachers and parents.',
    image: messages,
    alt: 'Messages screen with a notice from the principal and a conversation between a teacher and a parent.',
  },
];
