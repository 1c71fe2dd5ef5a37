#pragma once

// What every benchmark prints and asserts (GUIDE.md: in CI a benchmark only guards against regressions, on
// any healthy 2-core machine under load). Each goal is printed on its own line, met or not, in the time a
// user waits on this machine:
//   GOAL explore 504 variants under 2 s: met (1.42 s; 3.1x the yardstick, goal 4.0x, fails past 6.0x)
// and what fails the run is never those seconds but the ratio to a yardstick timed beside it, under the
// same load: at most 1.5 times the ratio the goal stands for (the goal's time divided by the yardstick's
// time on the idle 2-core build machine, kYardstickIdleSeconds). Which goals are met is read from the GOAL
// lines, never from CI's colour.
#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

namespace BenchYardstick {

// A fixed JSON document of 20,000 small records (about 2 MB): parsing and writing it is allocation,
// string and branch work like the program's own, single-threaded, and slowed by a busy host as the program
// is.
inline const std::string& document() {
    static const std::string text = [] {
        nlohmann::json records = nlohmann::json::array();
        for (int i = 0; i < 20000; ++i)
            records.push_back({{"id", "r" + std::to_string(i) + "-n" + std::to_string(i % 10)},
                               {"part", i % 3 ? "generic-4u-hgx-a100-8gpu" : "nvidia-qm9700"},
                               {"u", 1 + i % 42},
                               {"power_w", 6500.5 + i},
                               {"ports", {1, 2, 3, i % 64}}});
        return nlohmann::json{{"records", records}}.dump();
    }();
    return text;
}

// One run of the yardstick on each of `threads` threads at once, in seconds (wall time).
inline double once(int threads = 1) {
    const std::string& text = document();
    QElapsedTimer timer;
    timer.start();
    const auto work = [&text] {
        const nlohmann::json parsed = nlohmann::json::parse(text);
        const std::string again = parsed.dump();
        if (again.size() != text.size())
            qFatal("yardstick: the document changed");
    };
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t)
        others.emplace_back(work);
    work();
    for (std::thread& other : others)
        other.join();
    return timer.nsecsElapsed() / 1e9;
}

// The yardstick's time on the idle 2-core build machine (the quickest of 40 runs there, 2026-12-03; two
// threads at once take about the same on two free cores).
constexpr double kIdleSeconds = 0.045;

} // namespace BenchYardstick

// The quicker of `runs` runs of `f` (seconds): the host's load only ever adds time.
inline double quickestSeconds(int runs, const std::function<void()>& f) {
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        f();
        best = std::min(best, timer.nsecsElapsed() / 1e9);
    }
    return best;
}

// Measurements each paired with a yardstick run right after it: the load of the moment falls on both, and
// the median of the pairs' ratios is what a benchmark asserts.
class PairedRuns {
public:
    explicit PairedRuns(int threads = 1) : mThreads(threads) {}
    // A thread per core, as the explorer and the analysis of many racks use.
    static int everyCore() { return int(std::max(1u, std::thread::hardware_concurrency())); }
    // Records a measurement and times the yardstick beside it.
    void add(double seconds) {
        mSeconds.push_back(seconds);
        mRatios.push_back(seconds / std::max(1e-12, BenchYardstick::once(mThreads)));
    }
    // Records a measurement with its own yardstick (a command's: Python on the same file).
    void add(double seconds, double yardstickSeconds) {
        mSeconds.push_back(seconds);
        mRatios.push_back(seconds / std::max(1e-12, yardstickSeconds));
    }
    double medianSeconds() const { return median(mSeconds); }
    double bestSeconds() const { return *std::min_element(mSeconds.begin(), mSeconds.end()); }
    double medianRatio() const { return median(mRatios); }
    double bestRatio() const { return *std::min_element(mRatios.begin(), mRatios.end()); }
    double worstRatio() const { return *std::max_element(mRatios.begin(), mRatios.end()); }
    double lastSeconds() const { return mSeconds.back(); }
    int size() const { return int(mSeconds.size()); }

private:
    static double median(std::vector<double> values) {
        std::sort(values.begin(), values.end());
        return values.empty() ? 0 : values[values.size() / 2];
    }
    int mThreads;
    std::vector<double> mSeconds, mRatios;
};

struct BenchGoal {
    QString what;       // "explore 504 variants"
    double goalSeconds; // what the user should wait at most, on the 2-core build machine
    // The goal as a ratio to the yardstick: goalSeconds / the yardstick's idle time (for the in-process
    // yardstick, BenchYardstick::kIdleSeconds; a command's own yardstick gives its own).
    double goalRatio;
    // A goal not met yet is guarded at what it takes today (seconds on the idle build machine, measured
    // when the guard was set): the run fails past that by the headroom, and the GOAL line still says
    // "not met". 0: guarded at the goal.
    double todayRatio = 0;
    static constexpr double kHeadroom = 1.5;

    // This goal, guarded at `todaySeconds` on the idle build machine instead of at the goal.
    BenchGoal guardedAt(double todaySeconds) const {
        BenchGoal guarded = *this;
        guarded.todayRatio = goalRatio * todaySeconds / goalSeconds;
        return guarded;
    }

    // Prints the GOAL line for `seconds` (what the user waited here: met or not) and `ratio` to the
    // yardstick beside it; true when the ratio is within the headroom.
    bool check(double seconds, double ratio) const {
        const auto shown = [](double s) {
            return s >= 1      ? QStringLiteral("%1 s").arg(s, 0, 'f', 2)
                   : s >= 1e-3 ? QStringLiteral("%1 ms").arg(s * 1e3, 0, 'f', 1)
                               : QStringLiteral("%1 us").arg(s * 1e6, 0, 'f', 1);
        };
        const double guard = std::max(goalRatio, todayRatio);
        qInfo("GOAL %s under %s: %s (%s; %.3gx the yardstick beside it, goal %.3gx, fails past %.3gx%s)",
              qPrintable(what), qPrintable(shown(goalSeconds)), seconds <= goalSeconds ? "met" : "not met",
              qPrintable(shown(seconds)), ratio, goalRatio, guard * kHeadroom,
              todayRatio > goalRatio ? ", guarded at today's time" : "");
        return ratio <= guard * kHeadroom;
    }
    // The median run and the median ratio of paired runs (of two or three runs, the quicker and the best
    // ratio: the load of the moment only adds).
    bool check(const PairedRuns& runs) const {
        return runs.size() <= 3 ? check(runs.bestSeconds(), runs.bestRatio())
                                : check(runs.medianSeconds(), runs.medianRatio());
    }
};

// A goal in seconds against the in-process yardstick.
inline BenchGoal benchGoal(const QString& what, double goalSeconds) {
    return {what, goalSeconds, goalSeconds / BenchYardstick::kIdleSeconds};
}
