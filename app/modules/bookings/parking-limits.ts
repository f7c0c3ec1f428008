export const PARKING_NOTE_MAX = 300;
