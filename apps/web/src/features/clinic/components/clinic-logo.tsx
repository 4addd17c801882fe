import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { LOGO_MAX_BYTES, LOGO_TYPES, type ClinicProfile } from '@clinic/shared/clinic';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { readAsDataUrl } from '../../../lib/read-file.ts';
import { useSaveLogo } from '../api/clinic.queries.ts';

/** The logo printed on prescriptions and bills: PNG, JPEG or WebP up to 256 KB. */
export function ClinicLogo({ profile }: { profile: ClinicProfile }) {
  const save = useSaveLogo();
  const upload = async (file: File | null) => {
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type))
      return toast.error('The logo must be a PNG, JPEG or WebP image');
    if (file.size > LOGO_MAX_BYTES) return toast.error('The logo must be at most 256 KB');
    save.mutate(await readAsDataUrl(file), {
      onSuccess: () => toast.success('Logo saved successfully!'),
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to save the logo'),
    });
  };
  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <Stack gap="sm">
        <Text fw={600}>Logo</Text>
        {profile.hasLogo ? (
          <Image
            src={`/api/clinic/logo?v=${encodeURIComponent(profile.updatedAt ?? '')}`}
            alt="Clinic logo"
            h={80}
            w="auto"
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No logo yet.
          </Text>
        )}
        <Group>
          <FileButton
            onChange={(file) => void upload(file)}
            accept={LOGO_TYPES.join(',')}
            disabled={!profile.updatedAt}
          >
            {(props) => (
              <Button variant="light" loading={save.isPending} {...props}>
                {profile.hasLogo ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {profile.hasLogo && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => save.mutate(null, { onSuccess: () => toast.success('Logo removed') })}
            >
              Remove
            </Button>
          )}
        </Group>
        {!profile.updatedAt && (
          <Text size="xs" c="dimmed">
            Save the clinic profile first.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
