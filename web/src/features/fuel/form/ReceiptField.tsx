/**
 * The optional receipt photo of a fill-up or a repair (docs/product.md §5): JPG or PNG under 5MB. A refused
 * file is named under the field, in its dialog, so no toast outlives the dialog it belongs to.
 */
import { ActionIcon, Anchor, Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconX } from '@tabler/icons-react';
import { useId, useState, type ChangeEvent } from 'react';
import classes from '../fuel.module.css';
import { receiptAccept, receiptProblem } from '../fuelCommands';
import { ReceiptThumbnail } from '../receipts/ReceiptThumbnail';

interface ReceiptFieldProps {
  receipt: File | null;
  onChange: (receipt: File | null) => void;
  /** Editing: the address of the receipt the fill-up already has, and how to drop it. */
  saved?: string | null;
  onRemoveSaved?: () => void;
}

function SavedReceipt({ url, onRemove }: { url: string; onRemove: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" mb="xs">
      <IconPhoto size={18} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
      <Anchor href={url} target="_blank" rel="noopener" size="sm" style={{ flex: 1 }}>
        Saved receipt
      </Anchor>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label="Remove saved receipt"
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

function ChosenReceipt({ receipt, onRemove }: { receipt: File; onRemove: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" mb="xs">
      <ReceiptThumbnail source={receipt} alt="Receipt preview" />
      <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
        {receipt.name}
      </Text>
      <ActionIcon variant="subtle" color="gray" aria-label="Remove receipt" onClick={onRemove}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

export function ReceiptField({ receipt, onChange, saved, onRemoveSaved }: ReceiptFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The kept photo lives in state: emptied, the input takes the same file again after a removal.
    input.value = '';
    if (!file) return;
    const refused = receiptProblem(file);
    setProblem(refused && `${refused[0]}: ${refused[1]}`);
    if (!refused) onChange(file);
  };

  return (
    <Input.Wrapper
      id={id}
      label="Receipt photo"
      description="Optional. JPG or PNG under 5MB"
      error={problem}
    >
      <Stack gap={0} mt={6}>
        {receipt && <ChosenReceipt receipt={receipt} onRemove={() => onChange(null)} />}
        {!receipt && saved && onRemoveSaved && (
          <SavedReceipt url={saved} onRemove={onRemoveSaved} />
        )}
        <Box className={classes.picker}>
          <input
            id={id}
            type="file"
            accept={receiptAccept}
            aria-describedby={problem ? `${id}-description ${id}-error` : `${id}-description`}
            aria-invalid={problem !== null}
            className={classes.fileInput}
            onChange={choose}
          />
          <Button
            component="span"
            variant="default"
            leftSection={<IconCamera size={18} />}
            className={classes.face}
            aria-hidden
          >
            {receipt || saved ? 'Replace photo' : 'Add photo'}
          </Button>
        </Box>
      </Stack>
    </Input.Wrapper>
  );
}
