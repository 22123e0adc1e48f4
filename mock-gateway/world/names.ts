/** Word lists and deterministic name generators for the game catalogue. */
import type { Rng } from './types.js';

const ADJ = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Mystic',
  'Fortune',
  'Crystal',
  'Blazing',
  'Sacred',
  'Jade',
  'Ancient',
  'Neon',
  'Cosmic',
  'Thunder',
  'Diamond',
  'Emerald',
  'Ruby',
  'Viking',
  'Jungle',
  'Aztec',
  'Lotus',
  'Koi',
  'Sapphire',
  'Starlight',
  'Midnight',
  'Sunset',
  'Frozen',
  'Volcanic',
  'Enchanted',
  'Rainbow',
  'Cherry',
  'Mega',
  'Super',
  'Hyper',
  'Twin',
  'Triple',
  'Silver',
  'Lunar',
  'Solar',
  'Electric',
  'Fiery',
  'Secret',
  'Hidden',
  'Savage',
  'Magic',
  'Spinning',
  'Burning',
  'Sweet',
  'Big',
];
const CREATURE = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Samurai',
  'Pharaoh',
  'Pirate',
  'Shogun',
  'Monkey',
  'Buffalo',
  'Wolf',
  'Eagle',
  'Lion',
  'Unicorn',
  'Mermaid',
  'Ninja',
  'Wizard',
  'Goddess',
  'Genie',
  'Leprechaun',
  'Cleopatra',
  'Zeus',
  'Kraken',
  'Fox',
  'Crane',
  'Cobra',
  'Rhino',
  'Gorilla',
  'Owl',
  'Turtle',
];
const NOUN = [
  'Fortune',
  'Treasure',
  'Riches',
  'Gems',
  'Reels',
  'Spins',
  'Empire',
  'Kingdom',
  'Temple',
  'Palace',
  'Quest',
  'Legends',
  'Wilds',
  'Jackpot',
  'Coins',
  'Gold',
  'Bonanza',
  'Fever',
  'Party',
  'Nights',
  'Dreams',
  'Safari',
  'Dynasty',
  'Warriors',
  'Hunters',
  'Fruits',
  'Bells',
  'Sevens',
  'Stars',
  'Blossom',
  'Tides',
  'Pearls',
  'Vault',
  'Carnival',
  'Festival',
  'Express',
  'Wishes',
  'Charms',
  'Rush',
  'Mania',
];
const SUFFIX = [
  '',
  '',
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' Hold & Win',
  ' II',
  ' Extreme',
  ' Gold',
  ' Rising',
  ' Unleashed',
  ' Power Reels',
  ' Infinity',
  ' Classic',
  ' 1000',
  ' Xmas',
  ' Remastered',
  ' Ultra',
];

const CRASH_A = [
  'Rocket',
  'Jet',
  'Sky',
  'Comet',
  'Turbo',
  'Moon',
  'Balloon',
  'Star',
  'Astro',
  'Space',
  'Neon',
  'Pilot',
];
const CRASH_B = ['Rush', 'Crash', 'X', 'Climb', 'Flight', 'Blast', 'Launch', 'Boom', 'Lift', 'Dash'];
const TABLE = [
  'Blackjack',
  'European Roulette',
  'American Roulette',
  'Baccarat Squeeze',
  'Video Poker',
  'Sic Bo',
  'Dragon Tiger',
  'Three Card Poker',
  "Casino Hold'em",
  'Red Dog',
  'Pai Gow',
  'Jacks or Better',
  'Deuces Wild',
];
const TABLE_V = ['', ' Pro', ' Gold', ' Multi-hand', ' VIP', ' Classic', ' Turbo', ' Royale', ' Deluxe'];
const ARCADE = ['Mines', 'Plinko', 'Dice', 'Keno', 'Hi-Lo', 'Limbo', 'Wheel', 'Tower', 'Goal', 'Coin Flip', 'Hot Line'];

const LIVE = [
  'Baccarat',
  'Speed Baccarat',
  'No Commission Baccarat',
  'Squeeze Baccarat',
  'Dragon Tiger',
  'Roulette',
  'Auto Roulette',
  'Lightning Roulette',
  'Sic Bo',
  'Fan Tan',
  'Blackjack',
  "Texas Hold'em",
  'Niu Niu',
  'Andar Bahar',
  'Teen Patti',
  'Casino War',
  'Bull Fight',
  'Three Cards',
];

const FISH_A = [
  'Ocean',
  'Deep Sea',
  'Golden Toad',
  'Dragon',
  'Mermaid',
  'Shark',
  'Kraken',
  'Lobster',
  'Fishing',
  'Jackpot',
  'Crab',
  'Coral',
  'Poseidon',
  'Tidal',
  'Lucky',
  'Treasure',
];
const FISH_B = [
  'King',
  'Hunter',
  'War',
  'Party',
  'Legend',
  'Frenzy',
  'Fortune',
  'Paradise',
  'Storm',
  'Bounty',
  'Reef',
  'Blast',
];

const PVP_A = [
  "Texas Hold'em",
  'Niu Niu',
  'Bull Bull',
  'Tongits',
  'Pusoy',
  'Pusoy Dos',
  'Blackjack',
  'Mahjong',
  'Landlord',
  'Three Cards',
  'Golden Flower',
  'Pai Gow',
  'Sam Gong',
  'Baccarat',
  'Rummy',
  'Teen Patti',
  'Domino QQ',
  'Red Black',
  'Big Two',
  'Sabong Cards',
  'Gin Rummy',
  'Omaha',
  'Short Deck',
];
const PVP_B = [
  '',
  ' Grab Banker',
  ' Classic',
  ' Speed',
  ' Showdown',
  ' Royale',
  ' Duel',
  ' Blitz',
  ' Pro',
  ' Masters',
  ' Tournament',
  ' Party',
  ' Deluxe',
  ' 2v2',
  ' Fast Fold',
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

export type NameKind = 'Slot' | 'Crash' | 'Table' | 'Arcade' | 'Live' | 'Fishing' | 'Card';

/** Generates a candidate name; `unique` adds a roman numeral (then a counter) until the name is unused. */
export function makeName(rng: Rng, kind: NameKind, used: Set<string>, vendor: string): string {
  for (let attempt = 0; attempt < 12; attempt++) {
    const name = candidate(rng, kind, vendor);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const base = candidate(rng, kind, vendor);
  for (let i = 1; ; i++) {
    const name = i < ROMAN.length ? `${base}${ROMAN[i]}` : `${base} ${i}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function candidate(rng: Rng, kind: NameKind, vendor: string): string {
  switch (kind) {
    case 'Slot': {
      const form = rng.int(0, 9);
      if (form < 5) return `${rng.pick(ADJ)} ${rng.pick(NOUN)}${rng.pick(SUFFIX)}`;
      if (form < 8) return `${rng.pick(CREATURE)} ${rng.pick(NOUN)}${rng.pick(SUFFIX)}`;
      return `${rng.pick(NOUN)} of the ${rng.pick(CREATURE)}${rng.pick(SUFFIX)}`;
    }
    case 'Crash':
      return `${rng.pick(CRASH_A)} ${rng.pick(CRASH_B)}${rng.chance(0.3) ? ' X' + rng.int(2, 9) : ''}`;
    case 'Table':
      return `${rng.pick(TABLE)}${rng.pick(TABLE_V)}`;
    case 'Arcade':
      return `${rng.pick(ADJ)} ${rng.pick(ARCADE)}`;
    case 'Live': {
      const tag = rng.chance(0.5) ? LETTERS[rng.int(0, 25)] : String(rng.int(1, 30));
      return `${rng.pick(LIVE)} ${vendor}-${tag}`;
    }
    case 'Fishing':
      return `${rng.pick(FISH_A)} ${rng.pick(FISH_B)}${rng.chance(0.25) ? ' 3D' : ''}`;
    case 'Card':
      return `${rng.pick(PVP_A)}${rng.pick(PVP_B)}`;
  }
}
