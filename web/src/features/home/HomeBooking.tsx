import { BookingScreen } from '../booking/BookingScreen';

/** The booking screen as a lazily loaded chunk of the home page. */
export default function HomeBooking() {
  return <BookingScreen />;
}
