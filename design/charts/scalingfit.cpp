#include "charts/scalingfit.h"

#include <array>
#include <cmath>

namespace {

double ringTerm(int nodes) {
    return nodes > 0 ? 2.0 * (nodes - 1) / nodes : 0;
}

// Least squares of z = sum c_k x_k over the terms in `use`; false when singular.
bool solve(const QList<ScalingMeasurement>& m, const std::array<bool, 3>& use, std::array<double, 3>& c) {
    std::array<int, 3> index{};
    int n = 0;
    for (int k = 0; k < 3; ++k)
        if (use[k])
            index[n++] = k;
    // Normal equations (n <= 3), solved by Gaussian elimination with partial pivoting.
    double a[3][4] = {};
    for (const ScalingMeasurement& point : m) {
        const double x[3] = {1.0, ringTerm(point.nodes), double(point.nodes - 1)};
        const double z = point.nodes / point.throughput;
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j)
                a[i][j] += x[index[i]] * x[index[j]];
            a[i][n] += x[index[i]] * z;
        }
    }
    for (int col = 0; col < n; ++col) {
        int pivot = col;
        for (int row = col + 1; row < n; ++row)
            if (std::abs(a[row][col]) > std::abs(a[pivot][col]))
                pivot = row;
        if (std::abs(a[pivot][col]) < 1e-300)
            return false;
        std::swap(a[col], a[pivot]);
        for (int row = 0; row < n; ++row) {
            if (row == col)
                continue;
            const double f = a[row][col] / a[col][col];
            for (int k = col; k <= n; ++k)
                a[row][k] -= f * a[col][k];
        }
    }
    c = {0, 0, 0};
    for (int i = 0; i < n; ++i)
        c[index[i]] = a[i][n] / a[i][i];
    return true;
}

} // namespace

double ScalingFit::overhead(int nodes) const {
    return bandwidthTerm * ringTerm(nodes) + perNodeTerm * (nodes - 1);
}

double ScalingFit::throughput(int nodes) const {
    return nodes * singleNodeThroughput / (1 + overhead(nodes));
}

ScalingFit fitScaling(const QList<ScalingMeasurement>& measurements) {
    ScalingFit fit;
    fit.measured = measurements;
    QList<ScalingMeasurement> points;
    for (const ScalingMeasurement& m : measurements)
        if (m.nodes > 0 && m.throughput > 0)
            points.append(m);
    if (points.isEmpty())
        return fit;
    std::array<bool, 3> use{true, points.size() >= 2, points.size() >= 3};
    std::array<double, 3> c{};
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (!solve(points, use, c))
            return fit;
        bool dropped = false;
        for (int k = 2; k >= 1; --k)
            if (use[k] && c[k] < 0 && !dropped) { // physically meaningless: refit without it
                use[k] = false;
                dropped = true;
            }
        if (!dropped)
            break;
    }
    if (c[0] <= 0)
        return fit;
    fit.valid = true;
    fit.singleNodeThroughput = 1 / c[0];
    fit.bandwidthTerm = c[1] / c[0];
    fit.perNodeTerm = c[2] / c[0];
    return fit;
}

ScalingSeries scalingSeries(const ScalingFit& fit, const QList<int>& nodes) {
    ScalingSeries series;
    series.parameters.nodes = nodes;
    if (!fit.valid)
        return series;
    series.fitted = true;
    for (const ScalingMeasurement& m : fit.measured)
        series.measuredSpeedups.append(QPointF(m.nodes, m.throughput / fit.singleNodeThroughput));
    for (int n : nodes) {
        ScalingPoint point;
        point.nodes = n;
        point.speedup = fit.throughput(n) / fit.singleNodeThroughput;
        point.efficiency = point.speedup / n;
        point.commShare = fit.overhead(n) / (1 + fit.overhead(n));
        series.points.append(point);
    }
    return series;
}
