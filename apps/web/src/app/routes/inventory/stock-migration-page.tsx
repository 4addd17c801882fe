import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { inventoryKeys } from '../../../features/inventory/api/inventory.queries.ts';
import { MigrationPreviewTable } from '../../../features/inventory/components/migration-preview-table.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';

const TEMPLATE =
  'materialName,batch,dosageForm,qoh,stockUnit,purchaseRate,mrp,landedCost,supplier,expiryDate,receivedDate\nParacetamol 500mg Tablet,PCM2401,Tablet,200,Strip,18.50,30.00,19.00,Mahalaxmi Pharma Distributors,2027-03-31,2026-01-05\n';
const previewSchema = z.object({ samplePreview: z.array(z.record(z.string(), z.string())) });

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

export function StockMigrationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<Record<string, string>[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'upload'>();

  const choose = (f: File | undefined) => {
    setPreview(undefined);
    setError(undefined);
    if (f && !isSpreadsheet(f)) return setError('Please upload a CSV or XLSX file');
    setFile(f);
  };
  const send = async (path: string, timeoutMs: number) => {
    const form = new FormData();
    form.append('file', file as File);
    return api(`/inventory/stock-migration/${path}`, { method: 'POST', form, timeoutMs });
  };
  const showPreview = async () => {
    if (!file) return setError('Please select a file to upload');
    setBusy('preview');
    try {
      const { samplePreview } = previewSchema.parse(await send('show-preview', 30_000));
      setPreview(samplePreview);
      if (samplePreview.length === 0) toast.error('No valid data found in the file. Please check the format.');
      else toast.success(`Preview generated with ${samplePreview.length} items. Please review before processing.`);
    } catch (err) {
      setError(errorText(err, 'Failed to preview stock data'));
    } finally {
      setBusy(undefined);
    }
  };
  const process = async () => {
    if (!file) return setError('Please select a file to upload');
    setBusy('upload');
    try {
      const reply = z.object({ message: z.string() }).parse(await send('add-stock-migration', 60_000));
      toast.success(reply.message || 'Stock migration successful');
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      setTimeout(() => void navigate('/inventory/stock-entry'), 2000);
    } catch (err) {
      setError(errorText(err, 'Failed to migrate stock'));
    } finally {
      setBusy(undefined);
    }
  };
  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'stock-migration-template.csv';
    a.click();
    URL.revokeObjectURL(url);
  };
  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    choose(e.dataTransfer.files[0]);
  };

  return (
    <>
      <PageHeader
        title="Stock Migration"
        subtitle="Import opening stock from a CSV or XLSX file (up to 5 MB). All rows are imported, or none."
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={downloadTemplate}>
            Download sample CSV template
          </Button>
        }
      />
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
            onChange={(e) => choose(e.currentTarget.files?.[0])}
          />
        </Paper>
        {error && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        <Group>
          <Button variant="default" onClick={() => void showPreview()} loading={busy === 'preview'}>
            Preview Data
          </Button>
          <Button onClick={() => void process()} loading={busy === 'upload'} disabled={!file}>
            Upload & Process
          </Button>
        </Group>
        {preview && preview.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              Preview (first rows)
            </Title>
            <MigrationPreviewTable rows={preview} />
          </Paper>
        )}
      </Stack>
    </>
  );
}
