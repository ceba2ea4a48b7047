/**
 * A row of choices, one chosen, as native radios under their labels (the Loads filter, the colour
 * scheme). It looks
 * like Mantine's SegmentedControl without its floating indicator, which reads the page's layout
 * to place itself: on the Loads screen that forced a layout of the whole page while the list was
 * first drawn, 80 ms at a phone's speed.
 */
import { useId, type CSSProperties } from 'react';
import classes from './Segments.module.css';

interface SegmentsProps<V extends string> {
  /** The group's name, read by a screen reader; or the id of a visible label naming it. */
  label: string | { labelledBy: string };
  value: V;
  onChange: (value: V) => void;
  data: { value: V; label: string }[];
  style?: CSSProperties;
}

export function Segments<V extends string>({
  label,
  value,
  onChange,
  data,
  style,
}: SegmentsProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={typeof label === 'string' ? label : undefined}
      aria-labelledby={typeof label === 'string' ? undefined : label.labelledBy}
      className={classes.root}
      style={style}
    >
      {data.map((segment) => (
        <label key={segment.value} className={classes.segment}>
          <input
            type="radio"
            name={name}
            value={segment.value}
            checked={segment.value === value}
            onChange={() => onChange(segment.value)}
            className={classes.input}
          />
          <span className={classes.label}>
            <span className={classes.text}>{segment.label}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
