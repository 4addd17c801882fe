import { roleNamesOf } from '@clinic/shared/auth';
import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MessagePage, MessageText } from '../../components/ui/message-page.tsx';
import { meQuery } from '../../features/auth/api/auth.queries.ts';

export function UnauthorizedPage() {
  const { data: user } = useQuery(meQuery);
  const roles = user ? roleNamesOf(user).join(', ') : 'guest';
  return (
    <MessagePage title="Access Denied">
      <Text>
        Your current role: <Badge variant="light">{roles}</Badge>
      </Text>
      <MessageText>You don't have permission to access this page.</MessageText>
    </MessagePage>
  );
}
