import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const NO_CAMERA = 'No camera could be opened: use the desk scanner, or paste what the patient’s app shows.';

/**
 * Reads a QR code through the computer's camera. The decoder (jsQR) is loaded only when the camera
 * opens, so no other screen carries it; frames are read about five times a second.
 */
export function AbhaCamera({
  opened,
  onRead,
  onClose,
}: {
  opened: boolean;
  onRead: (text: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string>();
  // The latest handler, so a parent's new function does not restart the camera.
  const handler = useRef(onRead);
  handler.current = onRead;

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    void (async () => {
      try {
        const [{ default: jsQR }, media] = await Promise.all([
          import('jsqr'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        const look = () => {
          const v = video.current;
          if (stopped || !v) return;
          canvas.width = v.videoWidth;
          canvas.height = v.videoHeight;
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (context && canvas.width > 0) {
            context.drawImage(v, 0, 0);
            const frame = context.getImageData(0, 0, canvas.width, canvas.height);
            const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
            if (code?.data) {
              handler.current(code.data);
              return;
            }
          }
          timer = window.setTimeout(look, 200);
        };
        look();
      } catch {
        if (!stopped) setError(NO_CAMERA);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setError(undefined);
    };
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title="Scan the ABHA QR code" centered>
      <Stack>
        {error ? (
          <Alert color="orange">{error}</Alert>
        ) : (
          <>
            <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
            <Text size="sm" c="dimmed">
              Hold the card or the phone steady in front of the camera.
            </Text>
          </>
        )}
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
