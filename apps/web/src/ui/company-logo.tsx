import { Avatar } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/**
 * When a signed logo link stops working: its `expiresAt`, else what its query says (`Expires`
 * in unix seconds, or S3's `X-Amz-Date` plus `X-Amz-Expires`). Null when it tells nothing,
 * which SPEC 8 treats as expired.
 */
export function linkExpiry(url: string, expiresAt?: string | null): Date | null {
  if (expiresAt) {
    const parsed = Date.parse(expiresAt);
    if (Number.isFinite(parsed)) return new Date(parsed);
  }
  let query: URLSearchParams;
  try {
    query = new URL(url, 'http://localhost').searchParams;
  } catch {
    return null;
  }
  const expires = Number(query.get('Expires'));
  if (query.get('Expires') && Number.isFinite(expires)) return new Date(expires * 1000);
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(query.get('X-Amz-Date') ?? '');
  const seconds = Number(query.get('X-Amz-Expires'));
  if (!date || !Number.isFinite(seconds)) return null;
  const [, y, mo, d, h, mi, s] = date.map(Number);
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s) + seconds * 1000);
}

export interface CompanyLogoProps {
  /** The signed link, or null for the default logo. */
  src: string | null | undefined;
  expiresAt?: string | null;
  /** The company, for the alternative text. */
  name: string;
  /** Fetches a fresh link: called when the link has expired or the image fails to load. */
  onRefresh?: () => void;
  size?: number;
}

/**
 * A company's logo (SPEC 4): a link that has expired or fails to load is fetched again,
 * once, before the default logo shows.
 */
export function CompanyLogo({ src, expiresAt, name, onRefresh, size = 40 }: CompanyLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  // One refresh per failure streak: a fresh link that loads resets it.
  const refreshed = useRef(false);
  const expiry = src ? linkExpiry(src, expiresAt) : null;
  const expired = Boolean(src) && (expiry === null || expiry.getTime() <= Date.now());

  const refresh = () => {
    if (refreshed.current || !onRefresh) return;
    refreshed.current = true;
    onRefresh();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again only for a new link
  useEffect(() => {
    if (expired) refresh();
  }, [src, expired]);

  if (!src || expired || failed === src) {
    return (
      // role="img": a plain div may not carry a label (ARIA), an image may.
      <Avatar
        size={size}
        radius="md"
        color="brand"
        variant="light"
        role="img"
        aria-label={`${name} logo`}
      >
        <IconBuilding size={Math.round(size * 0.55)} />
      </Avatar>
    );
  }
  return (
    <img
      src={src}
      alt={`${name} logo`}
      width={size}
      height={size}
      style={{
        objectFit: 'contain',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'white',
      }}
      onLoad={() => {
        refreshed.current = false;
      }}
      onError={() => {
        setFailed(src);
        refresh();
      }}
    />
  );
}
