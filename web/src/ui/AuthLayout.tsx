import '../styles/mantine-forms.css';
import { Anchor, Box, Center, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './AuthLayout.module.css';
import { Logo } from './Logo';

interface AuthLayoutProps {
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-out form: brand on navy, one white card, readable at 360 px. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box className={classes.page}>
      <Container size={460} px="sm" py={{ base: 'lg', sm: 56 }}>
        <Center mb="lg">
          <Anchor component={Link} to="/" aria-label="Haulbook home" underline="never">
            <Logo light />
          </Anchor>
        </Center>
        <Paper p={{ base: 'lg', sm: 32 }} shadow="xl" component="main">
          {title && (
            <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
              {title}
            </Title>
          )}
          {subtitle && (
            <Text c="dimmed" ta="center" mt={6}>
              {subtitle}
            </Text>
          )}
          <Box mt={title ? 'lg' : 0}>{children}</Box>
        </Paper>
      </Container>
    </Box>
  );
}
