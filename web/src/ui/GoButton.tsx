import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

/**
 * The next step offered by a confirmation screen ('Go to Login', 'Start over'...): an action button
 * that moves to another screen, replacing the finished one so Back does not return to it.
 */
export function GoButton({ to, children, ...props }: ButtonProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button size="md" {...props} onClick={() => navigate(to, { replace: true })}>
      {children}
    </Button>
  );
}
