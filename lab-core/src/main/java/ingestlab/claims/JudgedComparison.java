package ingestlab.claims;

import ingestlab.report.PairedEffect;

/** A comparison of a claim, judged: its paired effect over rounds and the verdict the registry's rule gives it. */
public record JudgedComparison(ClaimComparison comparison, PairedEffect effect, ClaimVerdict verdict) {}
