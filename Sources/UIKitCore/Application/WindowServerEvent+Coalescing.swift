/// Motion that arrives faster than the app handles it is delivered as one event per run-loop turn, the way UIKit
/// delivers touches once per frame: the newest sample of each finger, with every sample merged into it kept in
/// order for `UIEvent.coalescedTouches(for:)`. An app busy for a while then catches up in one delivery instead of
/// working through every intermediate event (a fast drag of 20,000 motion events was 148 s behind the user).
extension WindowServerEvent {
    /// Folds `next` into this event when both are moves of the same window's fingers (or both hover moves inside
    /// the same window); false, with this event unchanged, when they must be delivered separately.
    mutating func absorb(_ next: WindowServerEvent) -> Bool {
        switch next {
        case .touches(let nextHost, let newer):
            guard case .touches(let host, var samples) = self, host === nextHost,
                  samples.allSatisfy(\.isPlainMove), newer.allSatisfy(\.isPlainMove),
                  newer.allSatisfy({ new in samples.allSatisfy { $0.id != new.id || $0.buttonMask == new.buttonMask } })
            else { return false }
            // Release this event's hold on the samples first: then they, and the coalesced lists inside them, are
            // changed in place (amortised O(1) a sample; copying them would make a long burst quadratic again).
            self = .touches(host, [])
            Self.merge(newer, into: &samples)
            self = .touches(host, samples)
            return true
        case .hover(let nextHost, let sample):
            guard case .hover(let host, let older) = self, host === nextHost, older.isInside, sample.isInside else {
                return false
            }
            self = .hover(host, sample)
            return true
        default:
            return false
        }
    }

    /// Each new sample replaces the same finger's older one and keeps it (and what it had merged) as coalesced;
    /// a finger that had no sample in the event joins it: fingers moving in one turn move in one event.
    private static func merge(_ newer: [TouchSample], into samples: inout [TouchSample]) {
        for sample in newer {
            guard let index = samples.firstIndex(where: { $0.id == sample.id }) else {
                samples.append(sample)
                continue
            }
            var history: [TouchSample] = []
            swap(&history, &samples[index].coalesced)
            history.append(samples[index])
            history.append(contentsOf: sample.coalesced)
            samples[index] = sample
            samples[index].coalesced = history
        }
    }
}

extension TouchSample {
    /// A move with nothing else to tell: no tap count of the platform's own.
    var isPlainMove: Bool { phase == .moved && tapCount == nil }
}
