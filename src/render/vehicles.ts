import type { PublicView, VehiclesView } from '../engine/index.js';
import type { Piece, LegendEntry } from './shapes.js';

/** Chip letters: "?2" two face-down Vehicle tokens, "X1" a blank one turned over, "~" one of the vehicle's own tokens. */
const FACE_DOWN = '?';
const BLANK = 'X';
const VEHICLE_TOKEN = '~';

/** The vehicle's chip: its initial ("R" the Raft, "T" the Tractor). */
function vehicleLetter(v: VehiclesView): string {
  return v.name.charAt(0).toUpperCase();
}

/**
 * The Vehicles' chips: a counted chip per space for its face-down tokens and one for its blank
 * ones, then once found the vehicle and its own tokens (none under the vehicle, which stands on one).
 */
export function vehiclePieces(vehicles: VehiclesView): Piece[] {
  const pieces: Piece[] = [];
  for (const t of vehicles.tokens) {
    if (t.faceDown) pieces.push({ kind: 'face-down', label: `${FACE_DOWN}${t.faceDown}`, space: t.space });
    if (t.blank) pieces.push({ kind: 'blank', label: `${BLANK}${t.blank}`, space: t.space });
  }
  if (vehicles.space) pieces.push({ kind: 'vehicle', label: vehicleLetter(vehicles), space: vehicles.space });
  for (const space of vehicles.landings) if (space !== vehicles.space) pieces.push({ kind: 'vehicle-token', label: VEHICLE_TOKEN, space });
  return pieces;
}

/**
 * What the Vehicles may still put on the board: until the vehicle is found its Vehicle tokens and
 * itself; then itself and its own tokens, if it has any (the Vehicle tokens have left for good).
 */
export function vehicleLegendEntries(vehicles: VehiclesView): LegendEntry[] {
  const vehicle: LegendEntry = { kind: 'vehicle', label: vehicleLetter(vehicles), meaning: vehicles.name };
  if (!vehicles.found) {
    return [
      { kind: 'face-down', label: `${FACE_DOWN}2`, meaning: '2 Vehicle tokens, face down' },
      { kind: 'blank', label: `${BLANK}1`, meaning: 'Blank Vehicle token' },
      vehicle,
    ];
  }
  return vehicles.landings.length ? [vehicle, { kind: 'vehicle-token', label: VEHICLE_TOKEN, meaning: `${vehicles.name} token` }] : [vehicle];
}

/**
 * The Vehicles in words, for the alt text, the /status summary and the terminal: "Raft not found
 * yet; Vehicle tokens: 2 face down at Cave, 1 face down and 1 blank at River Mouth", then "Raft at
 * Lower River; its tokens at Waterfall, Upper River, Central River, Lower River" ("Tractor at
 * Gatehouse"). Only counts: which token is the vehicle is never known before it is turned over.
 */
export function vehicleText(view: PublicView, vehicles: VehiclesView): string {
  const label = (id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;
  if (vehicles.space) return `${vehicles.name} at ${label(vehicles.space)}${vehicles.landings.length ? `; its tokens at ${vehicles.landings.map(label).join(', ')}` : ''}`;
  const piles = vehicles.tokens.map((t) => `${[t.faceDown ? `${t.faceDown} face down` : '', t.blank ? `${t.blank} blank` : ''].filter(Boolean).join(' and ')} at ${label(t.space)}`);
  return `${vehicles.name} not found yet${piles.length ? `; Vehicle tokens: ${piles.join(', ')}` : ''}`;
}
