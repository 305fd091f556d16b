// "English texts": n8n's verification guidelines want a node's interface and documentation in
// English. No tool of n8n's checks this (reviewers read it), so this is a heuristic that catches
// the usual slip, a text left in another language:
// - letters outside the Latin script (Cyrillic, Greek, CJK, Arabic…) are never English;
// - a text of four words or more that holds more function words of German, French, Spanish,
//   Italian, Portuguese or Dutch than of English, and at least two of them, is not English.
// Words that are also English ("die", "van", "per", "do", "no"…) are on neither foreign list.

const ENGLISH = new Set(
	(
		'the a an of to and or in on for with from by is are be as at it its this that these those ' +
		'when which not no each every one if than then your you can will only all any new how what ' +
		'after before into out more many get has have was without between their there been must'
	).split(' '),
);

const FOREIGN = new Set(
	// German
	(
		'der das und ist nicht mit für ein eine einen einem einer dem auf wird werden oder auch sich ' +
		'bei nach aus zum zur vom wenn über durch diese dieser kann nur wie ' +
		// French
		'le les des du une et est pour dans pas sur avec qui que sont ce cette aux par vous nous au ' +
		// Spanish
		'el los las una del para con por se su como más este esta ' +
		// Italian
		'il gli della di che sono nel alla delle questo ' +
		// Portuguese
		'os uma não com da dos das em ' +
		// Dutch
		'het een niet voor zijn ook wordt deze de'
	).split(' '),
);

/** The words of a text, lower case, without markup, URLs or code. */
export function words(text) {
	const plain = String(text)
		.replace(/```[\s\S]*?```/g, ' ')
		.replace(/`[^`]*`/g, ' ')
		.replace(/<[^>]+>/g, ' ')
		.replace(/\]\([^)]*\)/g, '] ')
		.replace(/https?:\/\/\S+/g, ' ');
	return plain.toLowerCase().match(/\p{L}+/gu) || [];
}

/** Why `text` is not English, or undefined when nothing says so. */
export function notEnglish(text) {
	const ws = words(text);
	const foreignScript = ws.find((w) => /[^\p{Script=Latin}]/u.test(w));
	if (foreignScript) return `"${foreignScript}" is not in the Latin script`;
	if (ws.length < 4) return undefined;
	const english = ws.filter((w) => ENGLISH.has(w)).length;
	const foreign = ws.filter((w) => FOREIGN.has(w));
	if (foreign.length >= 2 && foreign.length > english)
		return `more non-English function words (${[...new Set(foreign)].slice(0, 5).join(', ')}) than English ones`;
	return undefined;
}

/** Findings for a list of [where, text] pairs. */
export function checkEnglish(texts) {
	return texts.flatMap(([where, text]) => {
		const why = notEnglish(text);
		return why
			? [{ check: 'English texts', message: `${where}: ${why}: ${JSON.stringify(text)}` }]
			: [];
	});
}

/** Findings for a long document (the README): judged on its paragraphs. */
export function checkEnglishDocument(name, markdown) {
	const paragraphs = String(markdown)
		.replace(/```[\s\S]*?```/g, '\n\n')
		.split(/\n\s*\n/)
		.map((p, i) => [`${name} paragraph ${i + 1}`, p]);
	return checkEnglish(paragraphs);
}
