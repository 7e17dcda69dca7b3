import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { ageText } from '@spotlane/shared/domain/tracking';
import type { TrackingMap } from '@spotlane/shared/schemas/tracking';
import { useEffect, useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * PRODUCT.md 18: the map of a load drawn from the US state outlines bundled with the app (the
 * Census Bureau's, pre-projected by us-atlas; no tiles or fonts from the internet), with the
 * stops, the trail and the truck. The outlines load with the first map, not with the app.
 */
interface Geography {
  states: string[];
  project: (lon: number, lat: number) => [number, number] | null;
}

let geography: Promise<Geography> | null = null;
function loadGeography(): Promise<Geography> {
  geography ??= (async () => {
    const [{ geoAlbersUsa, geoPath }, { feature }, atlas] = await Promise.all([
      import('d3-geo'),
      import('topojson-client'),
      import('us-atlas/states-albers-10m.json'),
    ]);
    // states-albers-10m is already projected for 975x610 with geoAlbersUsa().scale(1300).
    const topology = (atlas as { default?: unknown }).default ?? atlas;
    const collection = feature(
      topology as Parameters<typeof feature>[0],
      (topology as { objects: { states: Parameters<typeof feature>[1] } }).objects.states,
    ) as unknown as { features: unknown[] };
    const path = geoPath();
    const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);
    return {
      states: collection.features.map((state) => path(state as never) ?? ''),
      project: (lon, lat) => projection([lon, lat]),
    };
  })();
  return geography;
}

const WIDTH = 975;
const HEIGHT = 610;

/** The map and, for screen readers and anyone who prefers it, the same facts in a table. */
export function LoadMap({ map, label }: { map: TrackingMap; label: string }) {
  const [geo, setGeo] = useState<Geography | null>(null);
  useEffect(() => {
    let live = true;
    void loadGeography().then((loaded) => live && setGeo(loaded));
    return () => {
      live = false;
    };
  }, []);
  const view = useMemo(() => {
    if (!geo) return null;
    const stops = map.stops.flatMap((stop) => {
      const point = stop.lat !== null && stop.lon !== null ? geo.project(stop.lon, stop.lat) : null;
      return point ? [{ stop, point }] : [];
    });
    const trail = map.trail.flatMap((position) => {
      const point = geo.project(position.lon, position.lat);
      return point ? [point] : [];
    });
    const truck = map.truck ? geo.project(map.truck.lon, map.truck.lat) : null;
    // Zoom to what matters: the stops and the trail with a margin, at the map's proportions.
    const points = [...stops.map((entry) => entry.point), ...trail, ...(truck ? [truck] : [])];
    let box = { x: 0, y: 0, w: WIDTH, h: HEIGHT };
    if (points.length) {
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const minX = Math.min(...xs);
      const maxX = Math.max(...xs);
      const minY = Math.min(...ys);
      const maxY = Math.max(...ys);
      let w = Math.max(maxX - minX, 120) * 1.5;
      let h = Math.max(maxY - minY, 80) * 1.5;
      if (w / h > WIDTH / HEIGHT) h = (w * HEIGHT) / WIDTH;
      else w = (h * WIDTH) / HEIGHT;
      box = { x: (minX + maxX) / 2 - w / 2, y: (minY + maxY) / 2 - h / 2, w, h };
    }
    return { stops, trail, truck, box };
  }, [geo, map]);
  const scale = view ? view.box.w / WIDTH : 1;

  return (
    <Box>
      <Box
        style={{
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          width: '100%',
          background: 'var(--mantine-color-blue-0)',
          borderRadius: 8,
          overflow: 'hidden',
        }}
      >
        {view && geo ? (
          <svg
            viewBox={`${view.box.x} ${view.box.y} ${view.box.w} ${view.box.h}`}
            width="100%"
            height="100%"
            role="img"
            aria-label={`Map of ${label}: ${map.stops.length} stops${map.truck ? ', the truck and its trail' : ''}. The table below lists the same facts.`}
          >
            <g
              fill="var(--mantine-color-gray-0)"
              stroke="var(--mantine-color-gray-5)"
              strokeWidth={0.8 * scale}
            >
              {geo.states.map((d, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the outlines never reorder
                <path key={index} d={d} />
              ))}
            </g>
            {view.stops.length > 1 ? (
              <polyline
                points={view.stops.map((entry) => entry.point.join(',')).join(' ')}
                fill="none"
                stroke="var(--mantine-color-gray-6)"
                strokeDasharray={`${6 * scale} ${4 * scale}`}
                strokeWidth={1.5 * scale}
              />
            ) : null}
            {view.trail.length > 1 ? (
              <polyline
                points={view.trail.map((point) => point.join(',')).join(' ')}
                fill="none"
                stroke="var(--mantine-color-blue-7)"
                strokeWidth={3 * scale}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            ) : null}
            {view.stops.map(({ stop, point }) => (
              <g key={stop.id} transform={`translate(${point[0]} ${point[1]})`}>
                <circle
                  r={9 * scale}
                  fill={
                    stop.type === 'pickup'
                      ? 'var(--mantine-color-teal-7)'
                      : 'var(--mantine-color-orange-7)'
                  }
                  stroke="white"
                  strokeWidth={2 * scale}
                />
                <text
                  y={4 * scale}
                  textAnchor="middle"
                  fontSize={11 * scale}
                  fontWeight={700}
                  fill="white"
                >
                  {stop.position + 1}
                </text>
              </g>
            ))}
            {view.truck ? (
              <g transform={`translate(${view.truck[0]} ${view.truck[1]})`}>
                <circle r={12 * scale} fill="var(--mantine-color-blue-7)" opacity={0.25} />
                <circle
                  r={7 * scale}
                  fill="var(--mantine-color-blue-7)"
                  stroke="white"
                  strokeWidth={2.5 * scale}
                />
              </g>
            ) : null}
          </svg>
        ) : (
          <Text size="sm" c="dimmed" p="md">
            Drawing the map…
          </Text>
        )}
      </Box>
      <MapFacts map={map} />
    </Box>
  );
}

/** The facts of the map as a table: stops with arrival and departure, the truck, the ETA. */
function MapFacts({ map }: { map: TrackingMap }) {
  const next = map.eta ? map.stops.find((stop) => stop.id === map.eta?.stop_id) : null;
  return (
    <Table.ScrollContainer minWidth={320} mt="sm">
      <Table striped withTableBorder fz="sm">
        <caption style={{ captionSide: 'top', textAlign: 'left', paddingBottom: 4 }}>
          <VisuallyHidden>The map's facts: </VisuallyHidden>
          {map.truck
            ? `Truck last seen ${formatDateTime(map.truck.at, next?.location.timezone)} (${ageText(map.truck.at)}, ${map.truck.source === 'eld' ? 'ELD' : 'driver’s phone'})`
            : 'No position of the truck yet'}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Stop</Table.Th>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Arrived</Table.Th>
            <Table.Th scope="col">Departed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {map.stops.map((stop) => (
            <Table.Tr key={stop.id}>
              <Table.Th scope="row">
                {stop.position + 1}. {stop.type === 'pickup' ? 'Pickup' : 'Delivery'}
              </Table.Th>
              <Table.Td>
                {stop.location.city}, {stop.location.state}
              </Table.Td>
              <Table.Td>
                {stop.arrived_at
                  ? `${formatDateTime(stop.arrived_at, stop.location.timezone)} (${stop.arrival_source})`
                  : '—'}
              </Table.Td>
              <Table.Td>
                {stop.departed_at
                  ? `${formatDateTime(stop.departed_at, stop.location.timezone)} (${stop.departure_source})`
                  : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
