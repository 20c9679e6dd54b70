// Drop or choose the banner's image: PNG, JPEG or WebP up to 2 MB. The dropzone refuses other
// types and sizes at once, Storage again (the bucket's types and size limit); each refusal in
// Swedish. An uploaded image's public address goes into the form's Bild-URL.
import { Alert, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_TYPES } from '@shared/schemas/admin-banner.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { bannerImageMessages, uploadBannerImage } from './bannerImageUpload';

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return bannerImageMessages.tooLarge;
  if (codes.includes('too-many-files')) return 'Ladda upp en bild i taget.';
  return bannerImageMessages.wrongType;
}

export function BannerImageDropzone({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadBannerImage, onSuccess: onUploaded });

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={([file]) => {
          setProblem(null);
          if (file) upload.mutate(file, { onError: (error) => setProblem(error.message) });
        }}
        onReject={(rejections) => setProblem(rejectionMessage(rejections))}
        accept={[...BANNER_IMAGE_TYPES]}
        maxSize={BANNER_IMAGE_MAX_BYTES}
        multiple={false}
        loading={upload.isPending}
        // One Swedish button named by its text (as the documents' dropzone: react-dropzone's
        // hidden input would be announced by its English role, "file upload").
        role="button"
        inputProps={{ style: { display: 'none' } }}
      >
        <Group justify="center" mih={72} style={{ pointerEvents: 'none' }}>
          <Stack gap={4} align="center">
            <Text fw={600}>Släpp en bild här eller klicka för att välja</Text>
            <Text fz="sm" c="gray.7">
              PNG, JPEG eller WebP, högst 2 MB
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {problem && (
        <Alert color="red" role="alert" title="Bilden laddades inte upp">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
