// The game's vocabulary in the player's words: Bosses and their rules, chips, Offerings, phases.
import { m } from '$lib/paraglide/messages.js';
import type { Boss, Bones, Chip, ChipPlay, HandResult, Minion, Offering, Phase, PrintedFavor } from './rules';

const MINION_NAMES: Record<Minion, () => string> = {
	'dedly-aloor': m.hell_boss_dedly_aloor,
	'eenie-meanie': m.hell_boss_eenie_meanie,
	'jack-potts': m.hell_boss_jack_potts,
	'miss-fortune': m.hell_boss_miss_fortune,
	demona: m.hell_boss_demona,
	'the-boatman': m.hell_boss_the_boatman,
	'red-jack': m.hell_boss_red_jack
};

const RULES: Record<Boss['id'], () => string> = {
	'dedly-aloor': m.hell_rule_dedly_aloor,
	'eenie-meanie': m.hell_rule_eenie_meanie,
	'jack-potts': m.hell_rule_jack_potts,
	'miss-fortune': m.hell_rule_miss_fortune,
	demona: m.hell_rule_demona,
	'the-boatman': m.hell_rule_the_boatman,
	'red-jack': m.hell_rule_red_jack,
	'nick-hauss': m.hell_rule_nick_hauss,
	devil: m.hell_rule_devil,
	custom: m.hell_rule_custom
};

export function minionName(id: Minion): string {
	return MINION_NAMES[id]();
}

export function bossName(boss: Boss): string {
	if (boss.id === 'custom') return boss.name;
	if (boss.id === 'nick-hauss') return m.hell_boss_nick_hauss();
	if (boss.id === 'devil') return m.hell_boss_devil_card({ card: boss.card });
	return minionName(boss.id);
}

export function bossRule(boss: Boss): string {
	return RULES[boss.id]();
}

const CHIP_NAMES: Record<Chip, () => string> = {
	soul: m.hell_chip_soul,
	heal: m.hell_chip_heal,
	offering: m.hell_chip_offering,
	favor: m.hell_chip_favor,
	reveal: m.hell_chip_reveal,
	wild: m.hell_chip_wild
};

export function chipName(chip: Chip): string {
	return CHIP_NAMES[chip]();
}

/** A chip as it was bet: a Wild says what it copied. */
export function playName(play: ChipPlay): string {
	return play.chip === 'wild' && play.as ? m.hell_chip_wild_as({ chip: chipName(play.as) }) : chipName(play.chip);
}

const OFFERING_NAMES: Record<Offering, () => string> = {
	'reveal-boss': m.hell_offering_reveal_boss,
	'look-two': m.hell_offering_look_two,
	swap: m.hell_offering_swap,
	'from-discard': m.hell_offering_from_discard
};

export function offeringName(offering: Offering): string {
	return OFFERING_NAMES[offering]();
}

const PHASE_NAMES: Record<Phase, () => string> = {
	'pre-flop': m.hell_phase_pre_flop,
	flop: m.hell_phase_flop,
	turn: m.hell_phase_turn,
	river: m.hell_phase_river
};

export function phaseName(phase: Phase): string {
	return PHASE_NAMES[phase]();
}

const BONES_NAMES: Record<Bones, () => string> = {
	favor: m.hell_bones_favor,
	temptation: m.hell_bones_temptation,
	curse: m.hell_bones_curse
};

export function bonesName(face: Bones): string {
	return BONES_NAMES[face]();
}

const BONES_SHOWN: Record<Bones, () => string> = {
	favor: m.hell_bones_shown_favor,
	temptation: m.hell_bones_shown_temptation,
	curse: m.hell_bones_shown_curse
};

/** The face the Bones show, with what the table does about it. */
export function bonesShown(face: Bones): string {
	return BONES_SHOWN[face]();
}

const RESULT_NAMES: Record<HandResult | 'fold', () => string> = {
	win: m.hell_result_win,
	lose: m.hell_result_lose,
	push: m.hell_result_push,
	fold: m.hell_result_fold
};

export function resultName(result: HandResult | 'fold'): string {
	return RESULT_NAMES[result]();
}

const FAVOR_NAMES: Record<PrintedFavor, () => string> = {
	'up-your-sleeve': m.hell_favor_up_your_sleeve,
	'double-down': m.hell_favor_double_down
};

export function favorName(favor: PrintedFavor): string {
	return FAVOR_NAMES[favor]();
}
