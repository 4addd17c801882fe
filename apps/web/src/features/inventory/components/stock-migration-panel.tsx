import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { inventoryKeys } from '../api/inventory.queries.ts';
import { previewStockFile, startStockImport, stockImportQuery } from '../api/stock-import.queries.ts';
import { MigrationPreviewTable } from './migration-preview-table.tsx';
import { StockImportProgress } from './stock-import-progress.tsx';

function isSpreadsheet(file: File): boolean {
  const name = file.name.toLowerCase();
  return (
    name.endsWith('.csv') ||
    name.endsWith('.xlsx') ||
    ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].includes(file.type)
  );
}

function errorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.status === 0) return 'Network error. Please check your connection.';
  const rows = Object.entries(err.fields).map(([row, reason]) => `${row}: ${reason}`);
  return [`Server error: ${err.message}`, ...rows].join('\n');
}

/** Choose a stock file, preview its first rows, import it and follow the import to its end. */
export function StockMigrationPanel() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<Record<string, string>[]>();
  const [error, setError] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const [importId, setImportId] = useState<string>();
  // A file goes up once however often it is sent; choosing another file is a new upload.
  const upload = useIdempotentMutation(startStockImport, { invalidates: [] });
  const progress = useQuery({ ...stockImportQuery(importId ?? ''), enabled: importId !== undefined });
  const state = progress.data;

  useEffect(() => {
    if (state?.status === 'Completed') {
      toast.success(state.message);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      const timer = setTimeout(() => void navigate('/inventory/stock-entry'), 2000);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state?.status, state?.message, queryClient, navigate]);

  const choose = (f: File | undefined) => {
    setPreview(undefined);
    setError(undefined);
    setImportId(undefined);
    upload.reset();
    if (f && !isSpreadsheet(f)) return setError('Please upload a CSV or XLSX file');
    setFile(f);
  };
  const showPreview = async () => {
    if (!file) return setError('Please select a file to upload');
    setPreviewing(true);
    try {
      const rows = await previewStockFile(file);
      setPreview(rows);
      if (rows.length === 0) toast.error('No valid data found in the file. Please check the format.');
      else toast.success(`Preview generated with ${rows.length} items. Please review before processing.`);
    } catch (err) {
      setError(errorText(err, 'Failed to preview stock data'));
    } finally {
      setPreviewing(false);
    }
  };
  const process = () => {
    if (!file) return setError('Please select a file to upload');
    setError(undefined);
    upload.mutate(file, {
      onSuccess: (started) => setImportId(started._id),
      onError: (err) => setError(errorText(err, 'Failed to migrate stock')),
    });
  };
  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    choose(e.dataTransfer.files[0]);
  };
  const running = state !== undefined && (state.status === 'Staging' || state.status === 'Applying');

  return (
    <Stack>
      <Paper
        withBorder
        p="xl"
        radius="md"
        component="label"
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        style={{ borderStyle: 'dashed', cursor: 'pointer', textAlign: 'center' }}
      >
        <IconUpload size={32} />
        <Text fw={600}>Drag a CSV or XLSX file here, or click to browse</Text>
        <Text size="sm" c="dimmed">
          {file ? `Selected: ${file.name}` : 'No file selected'}
        </Text>
        <input
          type="file"
          aria-label="Stock file"
          accept=".csv,.xlsx"
          hidden
          disabled={running}
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
      </Paper>
      {error && (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={() => void showPreview()} loading={previewing} disabled={running}>
          Preview Data
        </Button>
        <Button
          onClick={process}
          loading={upload.isPending || running}
          disabled={!file || state?.status === 'Completed'}
        >
          Upload & Process
        </Button>
      </Group>
      {state && <StockImportProgress state={state} />}
      {preview && preview.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="sm">
            Preview (first rows)
          </Title>
          <MigrationPreviewTable rows={preview} />
        </Paper>
      )}
    </Stack>
  );
}
