// StoreShellExamples: the features of the seed documents, built on Composable.
//
// - Counter/         seed 002: the guess-the-number counter (count, secret, id).
// - BindingCounter/  seed 002: the same game through `@BindableState`, with the slider exercise.
// - Timer/           seed 000: the stopwatch on an injected scheduler.
// - SampleText/      seed 000: a text loaded through an environment effect.
// - GameResultList/  seed 003: the list of recorded results, with deletion.
// - Game/            seeds 000 and 003: counter + timer + results, navigation, alert, saving.
// - PrimeTime/       seed 004: counter with nthPrime, prime modal, favourite primes on disk,
//                    reducers as plain functions, tuple environments, higher-order reducers.
// - Support/         deterministic dependencies (UUIDs, dates, random numbers) for test stores.
//
// Every action type is `Codable & Equatable` (a shell decodes actions from text through their
// synthesized `Codable`), every state `Equatable`.
