/**
 * The operator's drafts (file name -> JSON text) with the session's undo and redo. Edits that follow each other
 * quickly in one place (typing a word) make one step, so undo takes back a change, not a keystroke.
 */
export type Drafts = Readonly<Record<string, string>>;

export interface History {
  past: Drafts[];
  present: Drafts;
  future: Drafts[];
  /** Where and when the last edit happened, to merge a burst of typing into one step. */
  last: { place: string; at: number } | null;
}

export type HistoryAction =
  /** `text` may be worked out from the file's current draft (a report that must land on the newest state). */
  | { type: 'edit'; name: string; text: string | ((current: string | undefined) => string); place: string; at: number }
  | { type: 'replace'; drafts: Drafts } // several files at once (the domain editor), one step
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; drafts: Drafts }; // files loaded from disk: no step to undo into

const MERGE_MS = 800;

export function startHistory(drafts: Drafts): History {
  return { past: [], present: drafts, future: [], last: null };
}

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case 'edit': {
      const text = typeof action.text === 'function' ? action.text(state.present[action.name]) : action.text;
      if (state.present[action.name] === text) return state;
      const present = { ...state.present, [action.name]: text };
      const merge = state.last?.place === action.place && action.at - state.last.at < MERGE_MS;
      return {
        past: merge ? state.past : [...state.past, state.present],
        present,
        future: [],
        last: { place: action.place, at: action.at },
      };
    }
    case 'replace':
      return { past: [...state.past, state.present], present: action.drafts, future: [], last: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], last: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest, last: null };
    }
    case 'reset':
      return { ...state, present: action.drafts, last: null };
  }
}

/** True when the draft means something else than the file (formatting alone does not count). */
export function differs(draft: string | undefined, disk: string | undefined): boolean {
  if (draft === disk) return false;
  try {
    return JSON.stringify(JSON.parse(draft ?? 'null')) !== JSON.stringify(JSON.parse(disk ?? 'null'));
  } catch {
    return true;
  }
}
