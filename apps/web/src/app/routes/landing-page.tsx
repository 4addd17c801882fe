import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { meQuery } from '../../features/auth/api/auth.queries.ts';
import { landingFor } from '../areas.ts';

/** `/`: 'Redirecting to your dashboard...' then the user's area (001 §2, decision 0003). */
export function LandingPage() {
  const { data: user } = useQuery(meQuery);
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(user ? landingFor(user) : '/login', { replace: true });
  }, [user, navigate]);
  return (
    <Center h="60vh">
      <Stack align="center">
        <Loader />
        <Text>Redirecting to your dashboard...</Text>
      </Stack>
    </Center>
  );
}
