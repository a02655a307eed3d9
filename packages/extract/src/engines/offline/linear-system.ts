/** The two pieces of linear algebra the engine's models are fitted with (Newton's method). */

export function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Solves A x = b for a symmetric positive definite A (Gaussian elimination with pivoting). */
export function solve(matrix: Float64Array[], vector: Float64Array): Float64Array {
  const n = vector.length;
  const a = matrix.map((row, i) => Float64Array.from([...row, vector[i]!]));
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++)
      if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    const lead = a[column]![column]!;
    for (let row = column + 1; row < n; row++) {
      const factor = a[row]![column]! / lead;
      if (factor === 0) continue;
      for (let k = column; k <= n; k++) a[row]![k]! -= factor * a[column]![k]!;
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    let sum = a[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}
