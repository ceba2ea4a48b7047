/**
 * The one viewer for paperwork, BOL documents and fuel receipts alike: full screen, pinch and zoom
 * on touch (wheel and buttons on a desktop), next and previous by button, arrow key or swipe. A
 * file still waiting on this device shows with no signal; PDFs open in the device's PDF reader.
 */
import { bolMessages } from '@haulbook/sync-protocol';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconFileTypePdf,
  IconShare,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../data/api';
import { notifyError } from '../../ui/notify';
import { shareOrDownload } from './shareFile';
import { useItemFile, type ItemFile } from './useItemFile';
import { useZoom } from './useZoom';
import { asFile, type ViewerItem } from './viewerItem';
import classes from './viewer.module.css';

export interface DocumentViewerProps {
  items: readonly ViewerItem[];
  /** The item to show first; null: the viewer is closed. */
  start: number | null;
  onClose: () => void;
}

function PdfPanel({ item, url }: { item: ViewerItem; url: string }) {
  return (
    <Stack align="center" gap="sm" c="white" ta="center" p="lg">
      <IconFileTypePdf size={64} />
      <Text fw={700}>{item.name}</Text>
      <Button component="a" href={url} target="_blank" rel="noopener" variant="white">
        Open PDF
      </Button>
    </Stack>
  );
}

function Page({
  item,
  file,
  onSwipe,
}: {
  item: ViewerItem;
  file: ItemFile;
  onSwipe: (d: -1 | 1) => void;
}) {
  const { zoom, zoomBy, reset, handlers } = useZoom(onSwipe);
  useEffect(reset, [item, reset]);
  if (file.status === 'loading') return <Loader color="white" aria-label="Opening the document" />;
  if (file.status === 'failed')
    return (
      <Text c="white" ta="center" px={64} py="lg">
        {bolMessages.downloadFailed}. {serverMessage(file.error, 'Please try again.')}
      </Text>
    );
  if (item.mimetype === 'application/pdf') return <PdfPanel item={item} url={file.url} />;
  return (
    <>
      <Box className={classes.stage} {...handlers}>
        <img
          src={file.url}
          alt={item.name}
          className={classes.photo}
          draggable={false}
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
        />
      </Box>
      <Group className={classes.zoomBar} gap="xs" wrap="nowrap">
        <ActionIcon variant="white" size="lg" aria-label="Zoom out" onClick={() => zoomBy(1 / 1.5)}>
          <IconZoomOut size={20} />
        </ActionIcon>
        <ActionIcon variant="white" size="lg" aria-label="Zoom in" onClick={() => zoomBy(1.5)}>
          <IconZoomIn size={20} />
        </ActionIcon>
      </Group>
    </>
  );
}

function ViewerBody({ items, start, onClose }: DocumentViewerProps & { start: number }) {
  const [index, setIndex] = useState(start);
  const item = items[Math.min(index, items.length - 1)];
  const file = useItemFile(item);
  const count = items.length;
  const go = (step: -1 | 1) => setIndex((i) => Math.min(count - 1, Math.max(0, i + step)));

  const share = () => {
    if (!item || file.status !== 'ready') return;
    void shareOrDownload(asFile(item, file.blob)).catch((error: unknown) =>
      notifyError(bolMessages.downloadFailed, serverMessage(error, 'Please try again.')),
    );
  };

  return (
    <Box
      className={classes.frame}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <Group
        className={classes.header}
        data-dialog-header
        justify="space-between"
        wrap="nowrap"
        gap="xs"
      >
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} c="white" truncate>
            {item?.name}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="gray.4">
              {index + 1} of {count}
            </Text>
            {item?.waiting && (
              <Badge size="xs" color="yellow" variant="filled">
                Waiting to sync
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="white" size="lg" aria-label="Share" onClick={share}>
            <IconShare size={20} />
          </ActionIcon>
          <ActionIcon variant="white" size="lg" aria-label="Close viewer" onClick={onClose}>
            <IconX size={20} />
          </ActionIcon>
        </Group>
      </Group>
      <Center className={classes.page}>
        {item && <Page item={item} file={file} onSwipe={go} />}
      </Center>
      {count > 1 && (
        <>
          <Box className={classes.previous}>
            <ActionIcon
              variant="white"
              size="xl"
              radius="xl"
              aria-label="Previous document"
              disabled={index === 0}
              onClick={() => go(-1)}
            >
              <IconChevronLeft size={24} />
            </ActionIcon>
          </Box>
          <Box className={classes.next}>
            <ActionIcon
              variant="white"
              size="xl"
              radius="xl"
              aria-label="Next document"
              disabled={index >= count - 1}
              onClick={() => go(1)}
            >
              <IconChevronRight size={24} />
            </ActionIcon>
          </Box>
        </>
      )}
    </Box>
  );
}

export function DocumentViewer({ items, start, onClose }: DocumentViewerProps) {
  return (
    <Modal.Root opened={start !== null && items.length > 0} onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content className={classes.content} aria-label="Document viewer">
        <Modal.Body className={classes.body}>
          {start !== null && (
            <ViewerBody key={start} items={items} start={start} onClose={onClose} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
