/** Mantine's toast host, loaded by Toasts with the first toast. */
import { Notifications } from '@mantine/notifications';

export default function ToastHost() {
  return <Notifications limit={1} autoClose={5000} position="top-center" />;
}
