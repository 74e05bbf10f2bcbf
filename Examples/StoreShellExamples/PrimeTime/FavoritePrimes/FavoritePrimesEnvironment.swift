/// The favourite primes' environment, tuplized as in seed 004: just the file client.
public typealias FavoritePrimesEnvironment = FileClient
