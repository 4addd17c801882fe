import { ROLE_LABELS, type DemoAccount } from '@clinic/shared/auth';
import { Badge, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { demoAccountsQuery } from '../api/auth.queries.ts';
import classes from './demo-accounts.module.css';

/** The demo users, one per role (and the lab's second user); a click fills the sign-in form. Shown only in demo mode. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { data: accounts = [] } = useQuery(demoAccountsQuery);
  if (accounts.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="lg" shadow="xs">
      <Title order={2} size="h4">
        Demo accounts
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Click an account to fill the form.
      </Text>
      <Stack gap={4}>
        {accounts.map((account, i) => (
          <UnstyledButton
            key={account.email}
            className={classes.row}
            onClick={() => onPick(account)}
            aria-label={
              // A second account of a role (the lab's approver) is told apart by its name.
              accounts.findIndex((a) => a.role === account.role) === i
                ? `Use the ${ROLE_LABELS[account.role]} demo account`
                : `Use the ${ROLE_LABELS[account.role]} demo account of ${account.name}`
            }
          >
            <Badge variant="light" w={132}>
              {ROLE_LABELS[account.role]}
            </Badge>
            <div>
              <Text size="sm" fw={600}>
                {account.name}
              </Text>
              <Text size="xs" c="dimmed">
                {account.email}
              </Text>
            </div>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
