import { Text, Title } from '@mantine/core';

interface GreetingProps {
  /** 'Welcome' or 'Welcome back'; the page drawn at build time holds the server's mark for it. */
  greeting: string;
  name: string;
  /** Today, as the device sees it; left out of the page drawn at build time. */
  date?: string;
}

/** The dashboard's heading: 'Welcome back, Sam' and today's date. */
export function Greeting({ greeting, name, date }: GreetingProps) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 30 }} data-greeting={greeting}>
        {greeting}, {name}
      </Title>
      {date && <Text c="dimmed">{date}</Text>}
    </div>
  );
}
